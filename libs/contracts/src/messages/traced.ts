import { IsString, Length } from 'class-validator';

/** Every message carries the request id of the HTTP call that caused it, so every service logs it. */
export abstract class Traced {
  @IsString()
  @Length(1, 128)
  requestId!: string;
}
