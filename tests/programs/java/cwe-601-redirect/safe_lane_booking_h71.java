// A lane booking program of the h71 set (cwe-601-redirect).
package club.greenfletch.range.booking;

import java.io.IOException;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.regex.Pattern;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

class RedirectTargetException extends Exception {
    RedirectTargetException(String target) {
        super("not a page on this site: " + target);
    }
}

class LaneUnavailableException extends Exception {
    LaneUnavailableException(int lane, LocalDateTime slot) {
        super("lane " + lane + " is already booked at " + slot);
    }
}

interface LaneBook {
    long reserve(long memberId, int lane, LocalDateTime slot, int distanceMetres) throws LaneUnavailableException;
}

@WebServlet("/bookings/confirm")
class ConfirmBookingServlet extends HttpServlet {

    private static final Pattern SITE_PAGE = Pattern.compile("/(lanes|bookings|account|coaching)(/[\\w-]+)*/?");
    private static final String DEFAULT_NEXT = "/bookings";

    private LaneBook laneBook;

    @Override
    public void init() throws ServletException {
        laneBook = (LaneBook) getServletContext().getAttribute("laneBook");
    }

    static String nextPage(String next) throws RedirectTargetException {
        if (next == null || next.isBlank()) {
            return DEFAULT_NEXT;
        }
        if (!SITE_PAGE.matcher(next).matches()) {
            throw new RedirectTargetException(next);
        }
        return next;
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Object member = req.getSession().getAttribute("memberId");
        if (!(member instanceof Long memberId)) {
            resp.sendRedirect("/login");
            return;
        }
        try {
            int lane = Integer.parseInt(req.getParameter("lane"));
            LocalDateTime slot = LocalDateTime.parse(req.getParameter("slot"));
            int distance = switch (req.getParameter("round")) {
                case "portsmouth" -> 18;
                case "national" -> 55;
                case "york" -> 91;
                case null, default -> 30;
            };
            String next = nextPage(req.getParameter("next"));
            long bookingId = laneBook.reserve(memberId, lane, slot, distance);
            req.getSession().setAttribute("flash", "Booking #" + bookingId + " confirmed for lane " + lane);
            resp.sendRedirect(next);
        } catch (NumberFormatException | DateTimeParseException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "lane and slot are required");
        } catch (RedirectTargetException e) {
            log("refused booking redirect: " + e.getMessage());
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "unknown return page");
        } catch (LaneUnavailableException e) {
            resp.sendError(HttpServletResponse.SC_CONFLICT, e.getMessage());
        }
    }
}
