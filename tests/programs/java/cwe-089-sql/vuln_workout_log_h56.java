// Spark Java route returning a gym member's logged workouts since a given date
package fit.pulseclub.workouts;

import static spark.Spark.get;
import static spark.Spark.halt;

import com.google.gson.Gson;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

public final class WorkoutLogRoutes {

    private final DataSource dataSource;
    private final Gson gson = new Gson();

    public WorkoutLogRoutes(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public void register() {
        get("/members/:id/workouts", (req, res) -> {
            int memberId;
            try {
                memberId = Integer.parseInt(req.params(":id"));
            } catch (NumberFormatException e) {
                throw halt(400, "member id must be numeric");
            }
            String since = req.queryParamOrDefault("since", "1970-01-01");
            res.type("application/json");
            return gson.toJson(loadWorkouts(memberId, since));
        });
    }

    private List<Map<String, Object>> loadWorkouts(int memberId, Object since) throws SQLException {
        String sql = String.format(
                "SELECT activity, minutes, calories, logged_on FROM workouts"
                        + " WHERE member_id = %d AND logged_on >= '%s' ORDER BY logged_on DESC",
                memberId, since);
        List<Map<String, Object>> rows = new ArrayList<>();
        try (Connection c = dataSource.getConnection();
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                rows.add(Map.of("activity", rs.getString(1), "minutes", rs.getInt(2),
                        "calories", rs.getInt(3), "loggedOn", rs.getDate(4).toString()));
            }
        }
        return rows;
    }
}
