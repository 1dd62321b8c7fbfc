// A catalogue listing sorted by a column its query object carries, checked by a validator method.
import java.util.*;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.*;

final class ListingQuery {
    private final String orderBy;
    private final String direction;

    ListingQuery(String orderBy, String direction) {
        this.orderBy = orderBy;
        this.direction = direction;
    }

    String getOrderBy() { return orderBy; }

    String getDirection() { return direction; }
}

@RestController
class ListingController {
    private static final Set<String> COLUMNS = Set.of("name", "price", "listed_on");
    private static final Set<String> DIRECTIONS = Set.of("ASC", "DESC");
    private final JdbcTemplate jdbc;

    ListingController(JdbcTemplate jdbc) { this.jdbc = jdbc; }

    boolean acceptable(ListingQuery q) {
        return COLUMNS.contains(q.getOrderBy()) && DIRECTIONS.contains(q.getDirection());
    }

    @GetMapping("/listings")
    List<Map<String, Object>> list(@RequestParam String sort, @RequestParam(defaultValue = "ASC") String dir) {
        ListingQuery q = new ListingQuery(sort, dir);
        if (!acceptable(q)) {
            return List.of();
        }
        return jdbc.queryForList("SELECT name, price FROM listings ORDER BY " + q.getOrderBy() + " " + q.getDirection());
    }
}
