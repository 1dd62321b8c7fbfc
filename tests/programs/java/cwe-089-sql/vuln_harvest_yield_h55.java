// Spring controller, service and repository that list crop yield records for a farming cooperative sorted by a chosen column
package coop.harvest;

import java.util.List;
import java.util.Map;
import java.util.logging.Logger;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record YieldQuery(String region, String orderBy) {}

@Repository
class YieldRepository {
    private final JdbcTemplate jdbc;

    YieldRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<Map<String, Object>> findByRegion(YieldQuery query) {
        String sql = "SELECT field_id, crop, tonnes, harvested_on FROM yields WHERE region = ? ORDER BY "
                + query.orderBy();
        return jdbc.queryForList(sql, query.region());
    }
}

@Service
class YieldService {
    private static final Logger LOG = Logger.getLogger(YieldService.class.getName());
    private final YieldRepository repository;

    YieldService(YieldRepository repository) {
        this.repository = repository;
    }

    List<Map<String, Object>> list(String region, String sort) {
        String orderBy = sort == null ? "field_id" : sort.trim();
        if (!orderBy.matches("[a-z_]+( (ASC|DESC))?")) {
            LOG.warning("unusual sort requested: " + orderBy);
        }
        return repository.findByRegion(new YieldQuery(region, orderBy));
    }
}

@RestController
@RequestMapping("/api/yields")
class YieldController {
    private final YieldService service;

    YieldController(YieldService service) {
        this.service = service;
    }

    @GetMapping
    List<Map<String, Object>> list(@RequestParam String region,
                                   @RequestParam(required = false) String sort) {
        return service.list(region, sort);
    }
}
