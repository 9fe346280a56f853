// The bot in Telegram groups over the window (docs/product.md §13): groups read, messages read, requests
// answered, and tasks created from its links.
import { graphql } from '../../../gql';
import type { IntakeSection_IntakeFragment } from '../../../gql/graphql';
import { Card, CardTitle, Hint } from '../../../ui/layout';
import { DataTable } from './data-table';
import { ANALYTICS_TEXTS as T } from './texts';

export const IntakeSectionFragment = graphql(`
  fragment IntakeSection_Intake on AnalyticsIntake {
    groups
    messagesRead
    replies
    tasksCreated
  }
`);

export function IntakeSection({ intake }: { intake: IntakeSection_IntakeFragment }) {
  return (
    <Card aria-labelledby="analytics-intake">
      <CardTitle id="analytics-intake">{T.intakeTitle}</CardTitle>
      <Hint>{T.intakeHint}</Hint>
      <DataTable
        caption={T.intakeTitle}
        rows={[intake]}
        rowKey={() => 'intake'}
        columns={[
          { header: T.intakeGroups, cell: (row) => row.groups, numeric: true },
          { header: T.intakeMessagesRead, cell: (row) => row.messagesRead, numeric: true },
          { header: T.intakeReplies, cell: (row) => row.replies, numeric: true },
          { header: T.intakeTasksCreated, cell: (row) => row.tasksCreated, numeric: true },
        ]}
      />
    </Card>
  );
}
