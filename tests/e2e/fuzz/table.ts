import { ACTIONS } from "./table-actions";
import { SETTINGS_ACTIONS } from "./table-actions-settings";
import { ROUTES } from "./table-routes";
import type { Row } from "./table-shared";

export type { ActionRow, Row, RouteBody, RouteRow } from "./table-shared";

// One row per route method and per server action the build has (discover.ts finds them; the spec
// fails for one without a row): what a valid input looks like and which ids it names. The fuzzer
// mutates these into everything else (values.ts). Ids are person A's, whoever calls.
export const TABLE: readonly Row[] = [...ROUTES, ...ACTIONS, ...SETTINGS_ACTIONS];
