// A stilt-walker troupe show ticket redirect program of the h75 set (cwe-601-redirect).
package com.highstride.tickets;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet("/tickets/complete")
class TicketCompletionServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(TicketCompletionServlet.class.getName());
    private static final String DEFAULT_CONFIRMATION = "/tickets/confirmation";
    private static final Map<String, String> PARTNER_RETURN_URLS = Map.of(
            "festival-north", "https://tickets.northfolkfest.org/highstride/done",
            "citycarnival", "https://www.citycarnival.events/partners/highstride/return",
            "kidsfair", "https://kidsfair.community/shows/thanks");

    static final class UnknownPartnerException extends Exception {
        UnknownPartnerException(String message) {
            super(message);
        }
    }

    static final class OrderLookupException extends Exception {
        OrderLookupException(String message) {
            super(message);
        }
    }

    static String partnerReturnUrl(String partner) throws UnknownPartnerException {
        if (partner == null || partner.isBlank()) {
            throw new UnknownPartnerException("no partner on request");
        }
        String url = PARTNER_RETURN_URLS.get(partner);
        if (url == null) {
            throw new UnknownPartnerException("partner not registered: " + partner);
        }
        return url;
    }

    static String confirmedOrder(HttpServletRequest req) throws OrderLookupException {
        String orderId = req.getParameter("order");
        if (orderId == null || !orderId.matches("HS-[0-9]{8}")) {
            throw new OrderLookupException("order id missing or malformed");
        }
        Object paid = req.getSession(false) == null ? null : req.getSession(false).getAttribute("paidOrder");
        if (!orderId.equals(paid)) {
            throw new OrderLookupException("order " + orderId + " is not paid in this session");
        }
        return orderId;
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String orderId;
        try {
            orderId = confirmedOrder(req);
        } catch (OrderLookupException e) {
            LOG.info("completion page refused: " + e.getMessage());
            resp.sendError(HttpServletResponse.SC_CONFLICT, "order not confirmed");
            return;
        }

        String target;
        try {
            target = partnerReturnUrl(req.getParameter("partner"));
        } catch (UnknownPartnerException e) {
            LOG.log(Level.FINE, "no partner return url, falling back: {0}", e.getMessage());
            target = req.getContextPath() + DEFAULT_CONFIRMATION;
        }
        String separator = target.contains("?") ? "&" : "?";
        resp.sendRedirect(target + separator + "order=" + URLEncoder.encode(orderId, StandardCharsets.UTF_8));
    }
}
