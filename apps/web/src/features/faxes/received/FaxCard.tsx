import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { humanizeSince, INBOUND_FAX_MSG } from '@app/shared';
import { FaxStatusChip } from './FaxStatusChip';
import { formatFaxNumber, formatReceivedAt } from './format';
import type { InboundFaxListItemDto } from './graphql';

interface FaxCardProps {
  fax: InboundFaxListItemDto;
  selected: boolean;
  /** The current time of the relative age ('5 minutes ago'). */
  now: Date;
  onSelect: () => void;
  onDelete: () => void;
}

/**
 * One received fax in the left pane: the card is a button (Enter/Space open it) marked pressed
 * when it is the open fax; the delete icon sits beside it, never inside it.
 */
export function FaxCard({ fax, selected, now, onSelect, onDelete }: FaxCardProps) {
  const from = formatFaxNumber(fax.metadata.from_number);
  const receivedAt = fax.metadata.date_created || fax.created_at;
  return (
    <Card
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        borderColor: selected ? 'primary.main' : undefined,
        boxShadow: selected ? (theme) => `inset 4px 0 0 ${theme.palette.primary.main}` : 'none',
        bgcolor: selected ? 'action.selected' : 'background.paper',
      }}
    >
      <CardActionArea
        onClick={onSelect}
        aria-pressed={selected}
        aria-label={`Fax from ${from}, received ${formatReceivedAt(receivedAt)}`}
        sx={{ flex: 1, minWidth: 0, p: 1.5 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, flex: 1 }} noWrap>
            {from}
          </Typography>
          <FaxStatusChip status={fax.status} />
        </Box>
        <Typography variant="body2" color={fax.clinic ? 'text.primary' : 'warning.main'} noWrap>
          {fax.clinic?.name ?? INBOUND_FAX_MSG.unidentifiedClinic}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, color: 'text.secondary' }}>
          <Typography variant="caption">{formatReceivedAt(receivedAt)}</Typography>
          <Typography variant="caption">{humanizeSince(new Date(receivedAt), now)}</Typography>
          <Typography variant="caption">
            {fax.metadata.pages_count} {fax.metadata.pages_count === 1 ? 'page' : 'pages'}
          </Typography>
        </Box>
      </CardActionArea>
      {fax.actions.can_delete && (
        <Tooltip title="Delete fax">
          <IconButton
            aria-label={`Delete fax from ${from}`}
            onClick={onDelete}
            size="small"
            sx={{ m: 1 }}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Card>
  );
}
