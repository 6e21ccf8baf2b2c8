import ArticleIcon from '@mui/icons-material/Article';
import MailIcon from '@mui/icons-material/Mail';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SearchIcon from '@mui/icons-material/ManageSearch';
import TuneIcon from '@mui/icons-material/Tune';
import type { ReactNode } from 'react';
import { Resource } from 'react-admin';
import { AppearRequestList } from './appear-requests';
import { ClientWorkCreate, ClientWorkEdit, ClientWorkList } from './client-works';
import { ContactMessageList, ContactMessageShow } from './contact-messages';
import { PageTextEdit, PageTextList } from './page-texts';
import { CommonVariableEdit, CommonVariableList, SeoEdit, SeoList } from './site-settings';
import { TestimonialEdit, TestimonialList } from './testimonials';

/**
 * The content screens as react-admin resources; `role` is the signed-in staff member's role.
 * Managers and admins alike run the content (issue #5), so the role changes nothing here.
 */
export function contentResources(_role: string): ReactNode[] {
  return [
    <Resource
      key="testimonials"
      name="testimonials"
      list={TestimonialList}
      edit={TestimonialEdit}
      icon={RateReviewIcon}
      recordRepresentation="name"
    />,
    <Resource
      key="contact-messages"
      name="contact-messages"
      list={ContactMessageList}
      show={ContactMessageShow}
      icon={MailIcon}
      recordRepresentation={(r: { name: string; id: number }) => `№${r.id} · ${r.name}`}
    />,
    <Resource
      key="client-works"
      name="client-works"
      list={ClientWorkList}
      create={ClientWorkCreate}
      edit={ClientWorkEdit}
      icon={PhotoLibraryIcon}
      recordRepresentation="titleUa"
    />,
    <Resource
      key="appear-requests"
      name="appear-requests"
      list={AppearRequestList}
      icon={NotificationsActiveIcon}
      recordRepresentation="mail"
    />,
    <Resource
      key="page-texts"
      name="page-texts"
      list={PageTextList}
      edit={PageTextEdit}
      icon={ArticleIcon}
      recordRepresentation="slug"
    />,
    <Resource
      key="seo-data"
      name="seo-data"
      list={SeoList}
      edit={SeoEdit}
      icon={SearchIcon}
      recordRepresentation="route"
    />,
    <Resource
      key="common-variables"
      name="common-variables"
      list={CommonVariableList}
      edit={CommonVariableEdit}
      icon={TuneIcon}
      recordRepresentation="key"
    />,
  ];
}
