/** An accessible progress bar for uploads, loading and exports. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <div className="progress__bar" style={{ width: `${percent}%` }} />
      <span className="progress__text">
        <span>{percent} %</span>
      </span>
    </div>
  );
}
