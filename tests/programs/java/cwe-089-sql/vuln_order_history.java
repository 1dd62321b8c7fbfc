// Spring Boot REST controller and JdbcTemplate repository listing a customer's past orders.
package com.acme.shop.orders;

import java.math.BigDecimal;
import java.util.List;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class OrderHistoryController {
    private final OrderRepository orders;

    OrderHistoryController(OrderRepository orders) {
        this.orders = orders;
    }

    @GetMapping("/api/orders")
    List<OrderRow> history(@RequestParam String customer,
                           @RequestParam(defaultValue = "SHIPPED") String status) {
        OrderFilter filter = new OrderFilter(customer, status);
        return orders.findByFilter(filter);
    }
}

record OrderFilter(String customerRef, String status) {}

record OrderRow(long id, String status, BigDecimal total) {}

@Repository
class OrderRepository {
    private static final RowMapper<OrderRow> MAPPER = (rs, n) ->
            new OrderRow(rs.getLong("id"), rs.getString("status"), rs.getBigDecimal("total"));

    private final JdbcTemplate jdbc;

    OrderRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<OrderRow> findByFilter(OrderFilter filter) {
        StringBuilder sql = new StringBuilder("SELECT id, status, total FROM orders WHERE 1=1");
        sql.append(" AND customer_ref = '").append(filter.customerRef()).append("'");
        sql.append(" AND status = '").append(filter.status()).append("'");
        sql.append(" ORDER BY created_at DESC LIMIT 100");
        return jdbc.query(sql.toString(), MAPPER);
    }
}
