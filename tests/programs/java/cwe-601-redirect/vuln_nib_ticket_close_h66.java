// A nib ticket close program of the h66 set (cwe-601-redirect).
package com.penhospital.bench.web;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;

import com.penhospital.bench.dao.RepairTicketDao;

/**
 * Closes a fountain pen repair ticket (resac, nib regrind, piston reseal) once
 * the pen has been tested, then returns the technician to the screen they came from.
 */
@Controller
class RepairTicketCloseController {

    private static final String DEFAULT_RETURN = "/tickets/open.htm";

    private RepairTicketDao ticketDao;

    public void setTicketDao(RepairTicketDao ticketDao) {
        this.ticketDao = ticketDao;
    }

    @RequestMapping(value = "/tickets/close.htm", method = RequestMethod.POST)
    public ModelAndView close(@RequestParam("ticket") String ticket,
                              @RequestParam(value = "inkTested", required = false) String inkTested,
                              @RequestParam(value = "returnUrl", required = false) String returnUrl) {
        long ticketNo;
        try {
            ticketNo = Long.parseLong(ticket);
        } catch (NumberFormatException e) {
            return new ModelAndView("tickets/notFound");
        }
        if (!ticketDao.exists(ticketNo)) {
            return new ModelAndView("tickets/notFound");
        }
        if (!"yes".equals(inkTested)) {
            ModelAndView mav = new ModelAndView("tickets/closeForm");
            mav.addObject("ticketNo", new Long(ticketNo));
            mav.addObject("messageKey", "tickets.close.inkTestRequired");
            return mav;
        }
        ticketDao.markClosed(ticketNo);

        String target = returnUrl;
        if (target == null || target.length() == 0) {
            target = DEFAULT_RETURN;
        }
        return new ModelAndView("redirect:" + target);
    }
}
