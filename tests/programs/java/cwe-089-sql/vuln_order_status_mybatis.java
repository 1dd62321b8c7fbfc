// Spring MVC endpoint listing customer orders by status through a MyBatis mapper
package com.shop.orders;

import java.math.BigDecimal;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@Mapper
interface OrderMapper {
    @Select("SELECT id, customer, status, total FROM orders WHERE status = '${status}' "
            + "ORDER BY created_at DESC LIMIT #{limit}")
    List<OrderRow> findByStatus(@Param("status") String status, @Param("limit") int limit);
}

class OrderRow {
    public long id;
    public String customer;
    public String status;
    public BigDecimal total;
}

@RestController
class OrderController {
    private final OrderMapper mapper;

    OrderController(OrderMapper mapper) {
        this.mapper = mapper;
    }

    @GetMapping("/orders")
    List<OrderRow> list(@RequestParam(defaultValue = "open") String status,
                        @RequestParam(defaultValue = "50") int limit) {
        String normalized = status.trim().toLowerCase();
        int capped = Math.min(Math.max(limit, 1), 200);
        return mapper.findByStatus(normalized, capped);
    }
}
