import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { Layout, Sidebar, useSidebarState, type LayoutProps, type SidebarProps } from 'react-admin';

/**
 * The menu is a permanent sidebar on a wide screen and a modal drawer on a phone, and both read
 * one stored "open" flag. A window narrowed after a desktop visit (or a phone that inherits the
 * flag) opened the drawer as a modal over the page, and MUI's modal, closed in the same moment,
 * left the whole app `aria-hidden` (no landmark, no button for a screen reader). On a phone the drawer therefore shows only what was opened
 * there (a tap on the menu button), and an inherited "open" is stored back as closed.
 */
function ShopSidebar(props: SidebarProps) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  const [openedOnPhone, setOpenedOnPhone] = useState(false);
  const [seen, setSeen] = useState({ open, isPhone });
  if (seen.open !== open || seen.isPhone !== isPhone) {
    // Adjusted while rendering, so no frame ever shows the drawer open by inheritance.
    setSeen({ open, isPhone });
    setOpenedOnPhone(isPhone && seen.isPhone && open && !seen.open);
  }
  useEffect(() => {
    if (isPhone && open && !openedOnPhone) setOpen(false);
  }, [isPhone, open, openedOnPhone, setOpen]);
  // The variant too: react-admin's Sidebar re-renders on its own width query a moment before
  // this one, and would otherwise open its modal drawer from the inherited flag in between.
  return (
    <Sidebar
      {...props}
      {...(isPhone ? { variant: 'temporary', open: open && openedOnPhone } : { variant: 'permanent' })}
    />
  );
}

export const ShopLayout = (props: LayoutProps) => <Layout {...props} sidebar={ShopSidebar} />;
