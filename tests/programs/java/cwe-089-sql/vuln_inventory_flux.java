// Spring WebFlux controller that reports stock levels for a warehouse and product category.
package com.acme.inventory.web;

import org.springframework.r2dbc.core.DatabaseClient;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.util.Locale;

@RestController
@RequestMapping("/inventory")
public class StockLevelController {

    public record StockLevel(String sku, String warehouse, Integer quantity) {}

    record StockQuery(String warehouse, String category) {}

    private final DatabaseClient db;

    public StockLevelController(DatabaseClient db) {
        this.db = db;
    }

    private Flux<StockLevel> fetch(StockQuery query) {
        String sql = String.format(
                "SELECT sku, warehouse, quantity FROM stock WHERE warehouse = '%s' AND category = '%s' ORDER BY sku",
                query.warehouse(), query.category());
        return db.sql(sql)
                .map((row, meta) -> new StockLevel(
                        row.get("sku", String.class),
                        row.get("warehouse", String.class),
                        row.get("quantity", Integer.class)))
                .all();
    }

    @GetMapping("/{warehouse}")
    public Flux<StockLevel> levels(@PathVariable String warehouse,
                                   @RequestParam(defaultValue = "general") String category) {
        return Mono.just(new StockQuery(warehouse.toUpperCase(Locale.ROOT), category))
                .flatMapMany(this::fetch);
    }
}
