// claims queue (h58 set)
package com.harbourmutual.claims.queue;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.web.reactive.function.server.RouterFunction;
import org.springframework.web.reactive.function.server.RouterFunctions;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

@Configuration
class AdjusterQueueRoutes {

    record OpenClaim(String claimNo, String policyNo, String peril, BigDecimal reserve, LocalDate filedOn) {}

    private static final Set<String> STATUSES = Set.of("OPEN", "IN_REVIEW", "AWAITING_DOCS");

    private static final RowMapper<OpenClaim> CLAIM_ROW = (rs, i) -> new OpenClaim(
            rs.getString("claim_no"),
            rs.getString("policy_no"),
            rs.getString("peril"),
            rs.getBigDecimal("reserve_amount"),
            rs.getObject("filed_on", LocalDate.class));

    private static final Function<ServerRequest, String> STATUS =
            req -> req.queryParam("status").map(String::toUpperCase).filter(STATUSES::contains).orElse("OPEN");

    private static final Function<ServerRequest, String> SORT =
            req -> req.queryParam("sort").orElse("filed_on");

    private final JdbcTemplate jdbc;

    AdjusterQueueRoutes(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    private List<OpenClaim> fetchQueue(String adjusterId, String status, String sortColumn) {
        String sql = "SELECT claim_no, policy_no, peril, reserve_amount, filed_on FROM claims "
                + "WHERE adjuster_id = ? AND status = ? ORDER BY " + sortColumn + " DESC LIMIT 200";
        return jdbc.query(sql, CLAIM_ROW, adjusterId, status);
    }

    private Mono<ServerResponse> queue(ServerRequest req) {
        String adjusterId = req.pathVariable("adjusterId");
        String status = STATUS.apply(req);
        String sortColumn = SORT.apply(req);
        return Mono.fromCallable(() -> fetchQueue(adjusterId, status, sortColumn))
                .subscribeOn(Schedulers.boundedElastic())
                .flatMap(rows -> ServerResponse.ok().bodyValue(rows));
    }

    @Bean
    RouterFunction<ServerResponse> adjusterQueue() {
        return RouterFunctions.route()
                .GET("/adjusters/{adjusterId}/queue", this::queue)
                .build();
    }
}
