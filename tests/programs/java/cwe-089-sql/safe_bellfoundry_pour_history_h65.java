// A bellfoundry pour history program of the h65 set (cwe-089-sql).
package com.bellfoundry.casting;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyRequestEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyResponseEvent;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * GET /alloys/{alloy}/pours - casting history for one bell-metal alloy,
 * used by the tuning room to compare tone against earlier pours.
 */
public class CastingHistoryHandler
        implements RequestHandler<APIGatewayProxyRequestEvent, APIGatewayProxyResponseEvent> {

    private static final ObjectMapper JSON = new ObjectMapper();

    // built once per container and reused across invocations
    private final PourRepository pours = new PourRepository(
            System.getenv("FOUNDRY_DB_URL"),
            System.getenv("FOUNDRY_DB_USER"),
            System.getenv("FOUNDRY_DB_PASSWORD"));

    @Override
    public APIGatewayProxyResponseEvent handleRequest(APIGatewayProxyRequestEvent event, Context context) {
        Map<String, String> pathParams = event.getPathParameters();
        String alloy = pathParams == null ? null : pathParams.get("alloy");
        if (alloy == null || alloy.isBlank()) {
            return respond(400, "{\"error\":\"alloy is required\"}");
        }
        try {
            List<Map<String, Object>> history = pours.findByAlloy(alloy.trim());
            return respond(200, JSON.writeValueAsString(history));
        } catch (Exception e) {
            context.getLogger().log("pour lookup failed: " + e.getClass().getSimpleName());
            return respond(500, "{\"error\":\"lookup failed\"}");
        }
    }

    private static APIGatewayProxyResponseEvent respond(int status, String body) {
        return new APIGatewayProxyResponseEvent()
                .withStatusCode(status)
                .withHeaders(Map.of("Content-Type", "application/json"))
                .withBody(body);
    }
}

class PourRepository {
    private final String url;
    private final String user;
    private final String password;

    PourRepository(String url, String user, String password) {
        this.url = url;
        this.user = user;
        this.password = password;
    }

    List<Map<String, Object>> findByAlloy(String alloyCode) throws SQLException {
        String sql = "SELECT bell_id, pour_date, weight_kg, strike_note_hz FROM pours "
                + "WHERE alloy_code = ? ORDER BY pour_date DESC LIMIT 50";
        List<Map<String, Object>> rows = new ArrayList<>();
        try (Connection conn = DriverManager.getConnection(url, user, password);
             PreparedStatement stmt = conn.prepareStatement(sql)) {
            stmt.setString(1, alloyCode);
            try (ResultSet rs = stmt.executeQuery()) {
                while (rs.next()) {
                    Map<String, Object> row = new LinkedHashMap<>();
                    row.put("bellId", rs.getString("bell_id"));
                    row.put("pourDate", rs.getDate("pour_date").toString());
                    row.put("weightKg", rs.getBigDecimal("weight_kg"));
                    row.put("strikeNoteHz", rs.getDouble("strike_note_hz"));
                    rows.add(row);
                }
            }
        }
        return rows;
    }
}
