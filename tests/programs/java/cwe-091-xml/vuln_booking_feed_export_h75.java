// A ventriloquist agency booking feed export program of the h75 set (cwe-091-xml).
package com.dummyandvoice.bookings;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.logging.Level;
import java.util.logging.Logger;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet("/bookings/request")
class BookingFeedServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(BookingFeedServlet.class.getName());
    private static final URI PARTNER_FEED = URI.create("https://feeds.stagelinkpartners.com/v2/bookings");
    private static final int MAX_ATTEMPTS = 3;
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    static final class BookingFormException extends Exception {
        BookingFormException(String message) {
            super(message);
        }
    }

    private static String required(HttpServletRequest req, String name) throws BookingFormException {
        String value = req.getParameter(name);
        if (value == null || value.isBlank()) {
            throw new BookingFormException(name + " is required");
        }
        return value.strip();
    }

    static String toFeedXml(String performer, String venue, LocalDate date, String notes, int feeCents) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<booking agency=\"dummy-and-voice\">\n"
                + "  <performer>" + performer + "</performer>\n"
                + "  <venue>" + venue + "</venue>\n"
                + "  <date>" + date + "</date>\n"
                + "  <feeCents>" + feeCents + "</feeCents>\n"
                + "  <notes>" + notes + "</notes>\n"
                + "</booking>\n";
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        resp.setContentType("text/plain;charset=UTF-8");
        String payload;
        try {
            String performer = required(req, "performer");
            String venue = required(req, "venue");
            LocalDate date = LocalDate.parse(required(req, "date"));
            if (date.isBefore(LocalDate.now())) {
                throw new BookingFormException("date must be in the future");
            }
            String notes = req.getParameter("notes") == null ? "" : req.getParameter("notes");
            payload = toFeedXml(performer, venue, date, notes, 45_000);
        } catch (BookingFormException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, e.getMessage());
            return;
        } catch (DateTimeParseException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "date must be yyyy-mm-dd");
            return;
        }

        HttpRequest feedRequest = HttpRequest.newBuilder(PARTNER_FEED)
                .timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/xml")
                .POST(HttpRequest.BodyPublishers.ofString(payload))
                .build();
        for (int attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
            try {
                HttpResponse<String> answer = client.send(feedRequest, HttpResponse.BodyHandlers.ofString());
                if (answer.statusCode() >= 500) {
                    LOG.warning("partner feed returned " + answer.statusCode() + " on attempt " + attempt);
                    continue;
                }
                if (answer.statusCode() >= 400) {
                    LOG.warning("partner feed refused booking: " + answer.body());
                    resp.sendError(HttpServletResponse.SC_BAD_GATEWAY, "partner refused the booking");
                    return;
                }
                resp.setStatus(HttpServletResponse.SC_ACCEPTED);
                resp.getWriter().write("booking request forwarded");
                return;
            } catch (IOException e) {
                LOG.log(Level.WARNING, "partner feed unreachable on attempt " + attempt, e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        resp.sendError(HttpServletResponse.SC_SERVICE_UNAVAILABLE, "partner feed unavailable");
    }
}
