// A dog groomer appointment lookup program of the h76 set (cwe-089-sql).
package com.fluffandfold.appointments;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

@FunctionalInterface
interface Lookup {
    ResultSet run(Connection conn, String value) throws SQLException;
}

@WebServlet("/appointments")
class AppointmentLookupServlet extends HttpServlet {
    private static final String BASE =
            "SELECT a.id, a.slot, a.service, p.name AS pet, o.full_name AS owner"
            + " FROM appointments a JOIN pets p ON p.id = a.pet_id JOIN owners o ON o.id = p.owner_id";

    private final DataSource dataSource;
    private final ObjectMapper mapper = new ObjectMapper();
    private final Map<String, Lookup> lookups = new HashMap<>();

    AppointmentLookupServlet(DataSource dataSource) {
        this.dataSource = dataSource;
        lookups.put("pet", (conn, value) -> {
            PreparedStatement ps = conn.prepareStatement(BASE + " WHERE p.name = ? ORDER BY a.slot");
            ps.setString(1, value);
            return ps.executeQuery();
        });
        lookups.put("date", (conn, value) -> {
            PreparedStatement ps = conn.prepareStatement(BASE + " WHERE a.slot::date = ?::date ORDER BY a.slot");
            ps.setString(1, value);
            return ps.executeQuery();
        });
        lookups.put("owner", (conn, value) -> {
            PreparedStatement ps = conn.prepareStatement(BASE + " WHERE o.full_name = ? ORDER BY a.slot");
            ps.setString(1, value);
            return ps.executeQuery();
        });
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String by = req.getParameter("by");
        String value = req.getParameter("value");
        Lookup lookup = lookups.get(by);
        if (lookup == null || value == null || value.isBlank()) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "expected by=pet|date|owner and value");
            return;
        }
        List<Map<String, Object>> rows = new ArrayList<>();
        try (Connection conn = dataSource.getConnection();
             ResultSet rs = lookup.run(conn, value.trim())) {
            while (rs.next()) {
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("id", rs.getLong("id"));
                row.put("slot", rs.getTimestamp("slot").toInstant().toString());
                row.put("service", rs.getString("service"));
                row.put("pet", rs.getString("pet"));
                row.put("owner", rs.getString("owner"));
                rows.add(row);
            }
        } catch (SQLException e) {
            log("appointment lookup failed", e);
            resp.sendError(HttpServletResponse.SC_INTERNAL_SERVER_ERROR);
            return;
        }
        resp.setContentType("application/json");
        mapper.writeValue(resp.getOutputStream(), rows);
    }
}
