// MyBatis mapper and Spring controller for paging support tickets with a client-chosen sort order
package com.acme.helpdesk.tickets;

import java.util.List;

import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class TicketListController {

    public record Ticket(long id, String subject, String priority, String state) {}

    @Mapper
    public interface TicketMapper {
        @Select("SELECT id, subject, priority, state FROM tickets WHERE queue = #{queue} "
                + "ORDER BY ${orderBy} LIMIT #{limit} OFFSET #{offset}")
        List<Ticket> page(@Param("queue") String queue, @Param("orderBy") String orderBy,
                          @Param("limit") int limit, @Param("offset") int offset);
    }

    private final TicketMapper mapper;

    TicketListController(TicketMapper mapper) { this.mapper = mapper; }

    private static String orderClause(String sort, String dir) {
        String direction = "desc".equalsIgnoreCase(dir) ? "DESC" : "ASC";
        if (sort == null || sort.isEmpty()) {
            return "created_at " + direction;
        }
        return sort + " " + direction;
    }

    @GetMapping("/api/tickets")
    public List<Ticket> list(@RequestParam String queue,
                             @RequestParam(required = false) String sort,
                             @RequestParam(defaultValue = "asc") String dir,
                             @RequestParam(defaultValue = "0") int page) {
        int size = 50;
        return mapper.page(queue, orderClause(sort, dir), size, Math.max(page, 0) * size);
    }
}
