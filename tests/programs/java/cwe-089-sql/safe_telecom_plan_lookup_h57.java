// Spring controller, service and repository that list a telecom operator's tariff plans by region with sorting
package com.telco.plans;

import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record PlanQuery(String region, String orderColumn) {}

@Repository
class TariffPlanRepository {
    private final JdbcTemplate jdbc;

    TariffPlanRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<Map<String, Object>> findByRegion(PlanQuery query) {
        String sql = "SELECT id, name, monthly_fee, data_gb FROM tariff_plan WHERE region = ? ORDER BY "
                + query.orderColumn();
        return jdbc.queryForList(sql, query.region());
    }
}

@Service
class TariffPlanService {
    private static final Map<String, String> SORT_COLUMNS = Map.of(
            "fee", "monthly_fee",
            "data", "data_gb",
            "name", "name");

    private final TariffPlanRepository repository;

    TariffPlanService(TariffPlanRepository repository) {
        this.repository = repository;
    }

    List<Map<String, Object>> list(String region, String sort) {
        String key = sort == null ? "fee" : sort.trim().toLowerCase();
        String column = SORT_COLUMNS.getOrDefault(key, "monthly_fee");
        return repository.findByRegion(new PlanQuery(region, column));
    }
}

@RestController
class TariffPlanController {
    private final TariffPlanService service;

    TariffPlanController(TariffPlanService service) {
        this.service = service;
    }

    @GetMapping("/api/plans")
    List<Map<String, Object>> plans(@RequestParam String region,
                                    @RequestParam(required = false) String sort) {
        return service.list(region, sort);
    }
}
