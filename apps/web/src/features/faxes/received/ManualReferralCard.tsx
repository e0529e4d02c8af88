import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import { INBOUND_FAX_MSG } from '@app/shared';

/** The card that opens an empty Create Referral form. */
export function ManualReferralCard({
  disabled,
  onCreate,
}: {
  disabled: boolean;
  onCreate: () => void;
}) {
  return (
    <Card
      variant="outlined"
      sx={{ borderStyle: 'dashed', bgcolor: 'transparent', minHeight: 160, display: 'flex' }}
    >
      <CardActionArea
        onClick={onCreate}
        disabled={disabled}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          p: 2,
          color: disabled ? 'text.disabled' : 'primary.main',
        }}
      >
        <NoteAddOutlined fontSize="large" />
        <Typography sx={{ fontWeight: 500 }}>{INBOUND_FAX_MSG.createManually}</Typography>
      </CardActionArea>
    </Card>
  );
}
