// A hunting lodge guest check-in session program of the h75 set (cwe-501-trust).
package com.timberlinelodge.frontdesk;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.logging.Level;
import java.util.logging.Logger;

import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

@WebServlet("/checkin")
class GuestCheckInServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(GuestCheckInServlet.class.getName());
    private DataSource dataSource;

    record Booking(String reference, String lastName, String tier, boolean armoryAccess) {}

    static final class CheckInException extends Exception {
        final int status;

        CheckInException(int status, String message, Throwable cause) {
            super(message, cause);
            this.status = status;
        }
    }

    @Override
    public void init() throws ServletException {
        try {
            dataSource = (DataSource) new InitialContext().lookup("java:comp/env/jdbc/frontdesk");
        } catch (NamingException e) {
            throw new ServletException("front desk datasource missing", e);
        }
    }

    private Booking findBooking(String reference, String lastName) throws CheckInException {
        if (reference == null || !reference.matches("TL-[0-9]{6}")) {
            throw new CheckInException(400, "booking reference looks like TL-123456", null);
        }
        if (lastName == null || lastName.isBlank()) {
            throw new CheckInException(400, "last name is required", null);
        }
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "SELECT reference, last_name, tier, armory_access FROM bookings WHERE reference = ?"
                             + " AND lower(last_name) = lower(?) AND current_date BETWEEN arrival_date AND departure_date")) {
            ps.setString(1, reference);
            ps.setString(2, lastName.strip());
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new CheckInException(404, "no booking for today matches those details", null);
                }
                return new Booking(rs.getString("reference"), rs.getString("last_name"),
                        rs.getString("tier"), rs.getBoolean("armory_access"));
            }
        } catch (SQLException e) {
            throw new CheckInException(503, "front desk system unavailable", e);
        }
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String reference = req.getParameter("reference");
        String lastName = req.getParameter("lastName");
        HttpSession session = req.getSession(true);
        session.setAttribute("guest.reference", reference);
        session.setAttribute("guest.tier", req.getParameter("tier"));
        session.setAttribute("guest.armory", Boolean.valueOf(req.getParameter("armory")));
        Booking booking;
        try {
            booking = findBooking(reference, lastName);
        } catch (CheckInException e) {
            LOG.log(e.getCause() == null ? Level.INFO : Level.SEVERE, "check-in failed: " + e.getMessage(), e.getCause());
            resp.sendError(e.status, e.getMessage());
            return;
        }
        LOG.info("guest " + booking.lastName() + " checked in on " + booking.reference());
        resp.sendRedirect(req.getContextPath() + "/checkin");
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        if (session == null || session.getAttribute("guest.reference") == null) {
            resp.sendRedirect(req.getContextPath() + "/checkin.html");
            return;
        }
        boolean armory = Boolean.TRUE.equals(session.getAttribute("guest.armory"));
        resp.setContentType("text/plain;charset=UTF-8");
        resp.getWriter().printf("Checked in: %s%nPackage: %s%nGun room access: %s%n",
                session.getAttribute("guest.reference"), session.getAttribute("guest.tier"), armory ? "yes" : "no");
    }
}
