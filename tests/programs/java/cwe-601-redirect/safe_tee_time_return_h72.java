// A tee time return program of the h72 set (cwe-601-redirect).
package com.puttpeaks.booking;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.LocalTime;
import java.time.format.DateTimeParseException;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

interface ReturnPolicy {
    Optional<String> accept(String target);
}

final class SameSitePolicy implements ReturnPolicy {
    @Override
    public Optional<String> accept(String target) {
        if (target == null || !target.startsWith("/") || target.startsWith("//") || target.contains("\\")) {
            return Optional.empty();
        }
        try {
            URI uri = new URI(target);
            if (uri.getScheme() != null || uri.getRawAuthority() != null) {
                return Optional.empty();
            }
            return Optional.of(uri.toString());
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
    }
}

final class PartnerPolicy implements ReturnPolicy {
    private static final Set<String> HOSTS = Set.of("www.puttpeaks.com", "events.puttpeaks.com");

    @Override
    public Optional<String> accept(String target) {
        try {
            URI uri = new URI(target);
            if ("https".equals(uri.getScheme()) && HOSTS.contains(uri.getHost())) {
                return Optional.of(uri.toString());
            }
        } catch (URISyntaxException | NullPointerException e) {
            // fall through to the default landing page
        }
        return Optional.empty();
    }
}

@WebServlet("/tee-times/book")
public class TeeTimeBookingServlet extends HttpServlet {

    private static final String LANDING = "/tee-times/confirmed";

    private final Map<String, ReturnPolicy> policies = Map.of(
            "web", new SameSitePolicy(),
            "partner", new PartnerPolicy());

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String course = req.getParameter("course");
        String players = req.getParameter("players");
        LocalTime slot;
        try {
            slot = LocalTime.parse(String.valueOf(req.getParameter("slot")));
        } catch (DateTimeParseException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "slot must look like 14:30");
            return;
        }
        if (course == null || players == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "course and players are required");
            return;
        }
        String reference = reserve(course, Integer.parseInt(players), slot);
        req.getSession().setAttribute("lastBooking", reference);

        ReturnPolicy policy = policies.getOrDefault(String.valueOf(req.getParameter("channel")), policies.get("web"));
        String target = policy.accept(req.getParameter("returnTo")).orElse(LANDING);
        resp.sendRedirect(target);
    }

    private String reserve(String course, int players, LocalTime slot) {
        // writes the hold into the course's tee sheet; returns the booking reference
        return course.toUpperCase() + "-" + slot.toString().replace(":", "") + "-" + players;
    }
}
