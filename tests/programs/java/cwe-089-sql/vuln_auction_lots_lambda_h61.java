// A auction lots lambda program of the h61 set (cwe-089-sql).
package com.hammerfall.catalogue;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyRequestEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyResponseEvent;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.*;

/** Bidders browse the lots of an upcoming sale; the catalogue page lets them pick the sort column. */
record Lot(int number, String title, long estimateLow, long estimateHigh) {}
record LotQuery(long saleId, String sortColumn, boolean descending) {}

final class SortPolicy {
    private static final Set<String> SORTABLE = Set.of("lot_number", "title", "estimate_low", "estimate_high");

    boolean isSortable(String column) {
        return SORTABLE.contains(column);
    }
}

interface LotRepository {
    List<Lot> find(LotQuery query) throws SQLException;
}

final class JdbcLotRepository implements LotRepository {
    private final DataSource dataSource;

    JdbcLotRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public List<Lot> find(LotQuery query) throws SQLException {
        String sql = "SELECT lot_number, title, estimate_low, estimate_high FROM lots WHERE sale_id = ? ORDER BY "
                + query.sortColumn() + (query.descending() ? " DESC" : " ASC");
        try (Connection conn = dataSource.getConnection(); PreparedStatement ps = conn.prepareStatement(sql)) {
            ps.setLong(1, query.saleId());
            try (ResultSet rs = ps.executeQuery()) {
                List<Lot> lots = new ArrayList<>();
                while (rs.next()) {
                    lots.add(new Lot(rs.getInt(1), rs.getString(2), rs.getLong(3), rs.getLong(4)));
                }
                return lots;
            }
        }
    }
}

final class CatalogueService {
    private final LotRepository repository;
    private final SortPolicy sortPolicy;

    CatalogueService(LotRepository repository, SortPolicy sortPolicy) {
        this.repository = repository; this.sortPolicy = sortPolicy;
    }

    Optional<List<Lot>> browse(long saleId, String sort, boolean descending) throws SQLException {
        if (!sortPolicy.isSortable(sort)) {
            System.out.println("unusual sort column requested for sale " + saleId);
        }
        return Optional.of(repository.find(new LotQuery(saleId, sort, descending)));
    }
}

class LotCatalogueHandler implements RequestHandler<APIGatewayProxyRequestEvent, APIGatewayProxyResponseEvent> {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final CatalogueService service;

    LotCatalogueHandler() {
        this(new CatalogueService(new JdbcLotRepository(pool()), new SortPolicy()));
    }

    LotCatalogueHandler(CatalogueService service) { this.service = service; }

    private static DataSource pool() {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(System.getenv("CATALOGUE_JDBC_URL"));
        config.setUsername(System.getenv("CATALOGUE_DB_USER"));
        config.setPassword(System.getenv("CATALOGUE_DB_PASSWORD"));
        config.setMaximumPoolSize(2);
        return new HikariDataSource(config);
    }

    @Override
    public APIGatewayProxyResponseEvent handleRequest(APIGatewayProxyRequestEvent event, Context context) {
        Map<String, String> params = Optional.ofNullable(event.getQueryStringParameters()).orElse(Map.of());
        try {
            long saleId = Long.parseLong(params.getOrDefault("sale", ""));
            String sort = params.getOrDefault("sort", "lot_number");
            boolean descending = "desc".equalsIgnoreCase(params.get("order"));
            Optional<List<Lot>> lots = service.browse(saleId, sort, descending);
            if (lots.isEmpty()) {
                return respond(400, "{\"error\":\"unsupported sort column\"}");
            }
            return respond(200, JSON.writeValueAsString(lots.get()));
        } catch (NumberFormatException e) {
            return respond(400, "{\"error\":\"sale must be numeric\"}");
        } catch (SQLException | JsonProcessingException e) {
            context.getLogger().log("catalogue query failed: " + e.getMessage());
            return respond(500, "{\"error\":\"catalogue unavailable\"}");
        }
    }

    private static APIGatewayProxyResponseEvent respond(int status, String body) {
        return new APIGatewayProxyResponseEvent().withStatusCode(status)
                .withHeaders(Map.of("Content-Type", "application/json")).withBody(body);
    }
}
