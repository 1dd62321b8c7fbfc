// A sauna slot booking program of the h75 set (cwe-089-sql).
package com.loylyhouse.booking;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTransientException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
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

@WebServlet("/slots/book")
class SlotBookingServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(SlotBookingServlet.class.getName());
    private static final int MAX_ATTEMPTS = 3;
    private DataSource dataSource;

    static final class BookingException extends Exception {
        final int status;

        BookingException(int status, String message) {
            super(message);
            this.status = status;
        }
    }

    @Override
    public void init() throws ServletException {
        try {
            dataSource = (DataSource) new InitialContext().lookup("java:comp/env/jdbc/loyly");
        } catch (NamingException e) {
            throw new ServletException("booking datasource not configured", e);
        }
    }

    private static LocalDateTime parseStart(String raw) throws BookingException {
        if (raw == null || raw.isBlank()) {
            throw new BookingException(400, "start time is required");
        }
        try {
            return LocalDateTime.parse(raw);
        } catch (DateTimeParseException e) {
            throw new BookingException(400, "start must look like 2024-02-01T18:00");
        }
    }

    private long book(String room, LocalDateTime start, String guestEmail) throws BookingException, SQLException {
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);
            try {
                try (PreparedStatement check = c.prepareStatement(
                        "SELECT id FROM bookings WHERE room = ? AND slot_start = ? FOR UPDATE")) {
                    check.setString(1, room);
                    check.setTimestamp(2, Timestamp.valueOf(start));
                    try (ResultSet rs = check.executeQuery()) {
                        if (rs.next()) {
                            throw new BookingException(409, "that slot is already taken");
                        }
                    }
                }
                try (PreparedStatement insert = c.prepareStatement(
                        "INSERT INTO bookings (room, slot_start, guest_email) VALUES (?, ?, ?)",
                        Statement.RETURN_GENERATED_KEYS)) {
                    insert.setString(1, room);
                    insert.setTimestamp(2, Timestamp.valueOf(start));
                    insert.setString(3, guestEmail);
                    insert.executeUpdate();
                    try (ResultSet keys = insert.getGeneratedKeys()) {
                        keys.next();
                        long id = keys.getLong(1);
                        c.commit();
                        return id;
                    }
                }
            } catch (SQLException | BookingException e) {
                c.rollback();
                throw e;
            }
        }
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String room = req.getParameter("room");
        String email = req.getParameter("email");
        if (room == null || room.isBlank() || email == null || !email.contains("@")) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "room and a valid email are required");
            return;
        }
        for (int attempt = 1; ; attempt++) {
            try {
                long id = book(room, parseStart(req.getParameter("start")), email);
                resp.setStatus(HttpServletResponse.SC_CREATED);
                resp.setContentType("application/json");
                resp.getWriter().write("{\"bookingId\":" + id + "}");
                return;
            } catch (SQLTransientException e) {
                if (attempt >= MAX_ATTEMPTS) {
                    LOG.log(Level.SEVERE, "giving up on booking after " + attempt + " attempts", e);
                    resp.sendError(HttpServletResponse.SC_SERVICE_UNAVAILABLE, "please try again shortly");
                    return;
                }
                LOG.log(Level.INFO, "transient failure on attempt " + attempt + ", retrying", e);
            } catch (BookingException e) {
                resp.sendError(e.status, e.getMessage());
                return;
            } catch (SQLException e) {
                LOG.log(Level.SEVERE, "booking failed", e);
                resp.sendError(HttpServletResponse.SC_INTERNAL_SERVER_ERROR, "booking failed");
                return;
            }
        }
    }
}
