import { WeatherReply } from '@hochzeit/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiDoc, Reply } from '../../api/reply.js';
import { Roles } from '../../auth/decorators.js';
import { WeatherService } from './weather.service.js';

@Controller('api')
export class WeatherController {
  constructor(private readonly weather: WeatherService) {}

  /**
   * The venue's weather from Open-Meteo (forecast or the date in past years), or a German message
   * without figures when the service cannot be reached or the venue has no coordinates; never a 5xx
   * for a failing weather service.
   */
  @Roles('admin', 'guest', 'service_provider')
  @Get('weather')
  @Reply(WeatherReply)
  @ApiDoc('Weather forecast at the venue')
  get() {
    return this.weather.get();
  }
}
