// Spring service and controller that list a customer's orders filtered by status and date
package com.acme.shop.orders;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.RestController;

@RestController
class OrderLookupController {

    static class OrderFilter {
        private String customerId;
        private String status = "OPEN";
        private LocalDate since = LocalDate.now().minusDays(30);

        public String getCustomerId() { return customerId; }
        public void setCustomerId(String customerId) { this.customerId = customerId; }
        public String getStatus() { return status; }
        public void setStatus(String status) { this.status = status; }
        public LocalDate getSince() { return since; }
        public void setSince(LocalDate since) { this.since = since; }
    }

    @Repository
    static class OrderRepository {
        private final JdbcTemplate jdbc;

        OrderRepository(JdbcTemplate jdbc) { this.jdbc = jdbc; }

        List<Map<String, Object>> find(OrderFilter f) {
            String sql = "SELECT id, total, status, created_at FROM orders WHERE customer_id = ? "
                    + "AND created_at >= ? AND status = '" + f.getStatus() + "' ORDER BY created_at DESC";
            return jdbc.queryForList(sql, f.getCustomerId(), java.sql.Date.valueOf(f.getSince()));
        }
    }

    private final OrderRepository repo;

    OrderLookupController(OrderRepository repo) { this.repo = repo; }

    @GetMapping("/api/orders")
    public List<Map<String, Object>> orders(@ModelAttribute OrderFilter filter) {
        return repo.find(filter);
    }
}
