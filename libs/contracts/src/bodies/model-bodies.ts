import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsDefined,
  IsOptional,
  IsString,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';

/** Bodies of the model methods (contract §4.1–4.5): required fields and their types. Each is the `body` of its descriptor (../methods). */
export class ExtractBody {
  @IsDefined()
  @IsString()
  text!: string;
  @IsOptional()
  @IsBoolean()
  dump?: boolean;
}

export class StructureBody {
  @IsDefined()
  @IsString()
  text!: string;
  @IsDefined()
  @IsString()
  schema!: string;
}

export class SelectBody {
  @IsDefined()
  @IsString()
  text!: string;
  @IsDefined()
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(10_000)
  @IsString({ each: true })
  candidates!: string[];
}

export class GradeBody {
  @IsDefined()
  @IsString()
  text!: string;
  @IsOptional()
  @IsArray()
  @ArrayNotEmpty()
  @IsString({ each: true })
  anchors?: string[];
}

/** The catalogue comes in three forms: a list of specs, a list of names, or a map of name → description. */
function IsToolCatalogue(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isToolCatalogue',
      validator: {
        validate: (value: unknown) => Array.isArray(value) || (typeof value === 'object' && value !== null),
        defaultMessage: () => 'tools must be an array or an object',
      },
    },
    options,
  );
}

export class GuardBody {
  @IsDefined()
  @IsString()
  request!: string;
  @IsOptional()
  @IsToolCatalogue()
  tools?: unknown[] | Record<string, unknown>;
}
