// Spring repository and controller listing a customer's orders with caller-selected sorting
package com.acme.shop.orders;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@Repository
class OrderQueryRepository {

    private static final RowMapper<OrderRow> MAPPER = (rs, i) -> new OrderRow(
            rs.getLong("id"), rs.getString("status"), rs.getBigDecimal("total"));

    private static final Map<String, String> SORT_COLUMNS = Map.of(
            "created_at", "created_at",
            "total", "total",
            "status", "status");

    private final JdbcTemplate jdbc;

    OrderQueryRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<OrderRow> findForCustomer(long customerId, String sortField, boolean descending) {
        String direction = descending ? "DESC" : "ASC";
        String column = SORT_COLUMNS.getOrDefault(sortField, "created_at");
        String sql = "SELECT id, status, total FROM orders WHERE customer_id = ? ORDER BY "
                + column + " " + direction;
        return jdbc.query(sql, MAPPER, customerId);
    }

    record OrderRow(long id, String status, BigDecimal total) {}
}

@RestController
class OrderListController {

    private final OrderQueryRepository repo;

    OrderListController(OrderQueryRepository repo) {
        this.repo = repo;
    }

    @GetMapping("/customers/{id}/orders")
    List<OrderQueryRepository.OrderRow> list(@PathVariable long id,
                                             @RequestParam(defaultValue = "created_at") String sort,
                                             @RequestParam(defaultValue = "false") boolean desc) {
        return repo.findForCustomer(id, sort, desc);
    }
}
