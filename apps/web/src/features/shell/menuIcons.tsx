import type { SvgIconComponent } from '@mui/icons-material';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CallReceivedOutlined from '@mui/icons-material/CallReceivedOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import FaxOutlined from '@mui/icons-material/FaxOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';

/** Menu items name their icon; unknown names get a neutral chevron rather than nothing. */
const ICONS: Record<string, SvgIconComponent> = {
  dashboard: DashboardOutlined,
  notifications: NotificationsOutlined,
  referrals: SwapHorizOutlined,
  referral: SwapHorizOutlined,
  send: SendOutlined,
  'send-referral': SendOutlined,
  received: CallReceivedOutlined,
  declined: CancelOutlined,
  completed: TaskAltOutlined,
  aging: EventBusyOutlined,
  provider: MedicalServicesOutlined,
  providers: MedicalServicesOutlined,
  person: PersonOutline,
  user: PersonOutline,
  users: GroupsOutlined,
  people: GroupsOutlined,
  clinic: LocalHospitalOutlined,
  clinics: LocalHospitalOutlined,
  hospital: LocalHospitalOutlined,
  'add-clinic': AddBusinessOutlined,
  organization: BusinessOutlined,
  network: HubOutlined,
  'referral-networks': HubOutlined,
  groups: HubOutlined,
  documents: DescriptionOutlined,
  document: DescriptionOutlined,
  fax: FaxOutlined,
  inbox: MoveToInboxOutlined,
  export: FileDownloadOutlined,
  statistics: AssessmentOutlined,
  analytics: AssessmentOutlined,
  reports: AssessmentOutlined,
  settings: SettingsOutlined,
  roles: AdminPanelSettingsOutlined,
  role: AdminPanelSettingsOutlined,
};

export function menuIcon(name: string | null | undefined): SvgIconComponent {
  return (name && ICONS[name.toLowerCase()]) || ChevronRight;
}
