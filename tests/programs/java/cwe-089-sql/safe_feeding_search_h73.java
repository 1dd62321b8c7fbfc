// A feeding search program of the h73 set (cwe-089-sql).
package net.barnyardbuddies.keeper;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import javax.sql.DataSource;

import io.javalin.Javalin;
import io.javalin.http.Context;
import org.postgresql.ds.PGSimpleDataSource;

public class FeedingLogApi {

    private static final Map<String, String> COLUMNS = Map.of(
            "species", "f.species",
            "pen", "f.pen_code",
            "keeper", "k.display_name",
            "feed", "f.feed_type");
    private static final Pattern VALUE = Pattern.compile("[\\p{L}0-9 _-]+");

    private final DataSource dataSource;

    public FeedingLogApi(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public static void main(String[] args) {
        PGSimpleDataSource ds = new PGSimpleDataSource();
        ds.setURL(System.getenv("FEEDLOG_JDBC_URL"));
        FeedingLogApi api = new FeedingLogApi(ds);
        Javalin.create()
                .get("/api/feedings", api::search)
                .start(7070);
    }

    /** filter looks like "species:pygmy%20goat,pen:B2" -- values are encoded by the tablet app. */
    void search(Context ctx) throws SQLException {
        String filter = ctx.queryParamAsClass("filter", String.class).getOrDefault("");
        Map<String, String> criteria = new LinkedHashMap<>();
        for (String pair : filter.split(",")) {
            String[] kv = pair.split(":", 2);
            if (kv.length != 2) {
                continue;
            }
            String key = kv[0].strip().toLowerCase(Locale.ROOT);
            String value = URLDecoder.decode(kv[1], StandardCharsets.UTF_8).strip();
            if (!COLUMNS.containsKey(key) || !VALUE.matcher(value).find()) {
                ctx.status(400).result("bad filter: " + key);
                return;
            }
            criteria.put(key, value);
        }

        StringBuilder sql = new StringBuilder("""
                SELECT f.fed_at, f.species, f.pen_code, f.feed_type, f.grams, k.display_name
                  FROM feeding_log f
                  JOIN keepers k ON k.id = f.keeper_id
                 WHERE f.fed_at > now() - interval '14 days'
                """);
        List<String> params = new ArrayList<>();
        for (Map.Entry<String, String> c : criteria.entrySet()) {
            sql.append(" AND lower(").append(COLUMNS.get(c.getKey())).append(") = ");
            sql.append("lower(?)");
            params.add(c.getValue());
        }
        sql.append(" ORDER BY f.fed_at DESC LIMIT 200");

        List<Map<String, Object>> rows = new ArrayList<>();
        try (Connection con = dataSource.getConnection();
             PreparedStatement ps = con.prepareStatement(sql.toString())) {
            for (int i = 0; i < params.size(); i++) {
                ps.setString(i + 1, params.get(i));
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    Map<String, Object> row = new LinkedHashMap<>();
                    row.put("fedAt", rs.getTimestamp("fed_at").toInstant().toString());
                    row.put("species", rs.getString("species"));
                    row.put("pen", rs.getString("pen_code"));
                    row.put("feed", rs.getString("feed_type"));
                    row.put("grams", rs.getInt("grams"));
                    row.put("keeper", rs.getString("display_name"));
                    rows.add(row);
                }
            }
        }
        ctx.json(rows);
    }
}
