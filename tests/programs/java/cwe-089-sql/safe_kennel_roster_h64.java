// A kennel roster program of the h64 set (cwe-089-sql).
package org.harnessline.kennel.roster;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

class KennelRosterApi {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    // public sort keys used by the roster board -> real columns
    private static final Map<String, String> SORT_COLUMNS = Map.of(
            "name", "d.call_name",
            "born", "d.birth_year",
            "team", "t.team_name",
            "miles", "d.season_miles");

    private final DataSource dataSource;

    KennelRosterApi(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    void register(Javalin app) {
        app.post("/api/kennels/{kennelId}/roster/search", this::search);
    }

    void search(Context ctx) throws Exception {
        int kennelId = Integer.parseInt(ctx.pathParam("kennelId"));
        JsonNode body = MAPPER.readTree(ctx.body());
        JsonNode filters = body.path("filters");

        List<Object> args = new ArrayList<>();
        StringBuilder sql = new StringBuilder(
                "SELECT d.id, d.call_name, d.birth_year, t.team_name, d.season_miles "
                        + "FROM dogs d JOIN teams t ON t.id = d.team_id WHERE d.kennel_id = ?");
        args.add(kennelId);
        if (filters.hasNonNull("breed")) {
            sql.append(" AND d.breed = ?");
            args.add(filters.get("breed").asText());
        }
        if (filters.hasNonNull("minMiles")) {
            sql.append(" AND d.season_miles >= ?");
            args.add(filters.get("minMiles").asInt());
        }
        sql.append(orderClause(body.path("sort")));
        sql.append(" LIMIT 200");

        ArrayNode out = MAPPER.createArrayNode();
        try (Connection con = dataSource.getConnection();
             PreparedStatement ps = con.prepareStatement(sql.toString())) {
            for (int i = 0; i < args.size(); i++) {
                ps.setObject(i + 1, args.get(i));
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    ObjectNode dog = out.addObject();
                    dog.put("id", rs.getLong("id"));
                    dog.put("name", rs.getString("call_name"));
                    dog.put("born", rs.getInt("birth_year"));
                    dog.put("team", rs.getString("team_name"));
                    dog.put("miles", rs.getInt("season_miles"));
                }
            }
        }
        ctx.json(out);
    }

    // sort: [{"field": "miles", "dir": "desc"}, {"field": "name"}]
    static String orderClause(JsonNode sort) {
        List<String> parts = new ArrayList<>();
        for (JsonNode s : sort) {
            String dir = "desc".equalsIgnoreCase(s.path("dir").asText()) ? "DESC" : "ASC";
            String field = s.path("field").asText();
            String column = SORT_COLUMNS.get(field);
            if (column == null) {
                continue;
            }
            parts.add(column + " " + dir);
        }
        return parts.isEmpty() ? " ORDER BY d.call_name" : " ORDER BY " + String.join(", ", parts);
    }
}
