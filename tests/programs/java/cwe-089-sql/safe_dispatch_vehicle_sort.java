// jOOQ-backed listing of fleet vehicles with a caller-chosen sort column for the dispatch board.
package com.truckline.dispatch.vehicles;

import static org.jooq.impl.DSL.field;
import static org.jooq.impl.DSL.table;

import java.util.List;
import java.util.Map;

import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.SortField;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class VehicleListController {

    private static final Map<String, Field<Object>> SORTABLE = Map.of(
            "plate", field("plate"),
            "odometer", field("odometer_km"),
            "service", field("last_service"));

    private final DSLContext dsl;

    public VehicleListController(DSLContext dsl) {
        this.dsl = dsl;
    }

    @GetMapping("/dispatch/vehicles")
    public List<Map<String, Object>> list(@RequestParam(defaultValue = "plate") String sort,
                                          @RequestParam(defaultValue = "asc") String dir) {
        return dsl.select(field("plate"), field("model"), field("odometer_km"), field("last_service"))
                .from(table("vehicles"))
                .where(field("retired").eq(false))
                .orderBy(orderBy(sort, dir))
                .limit(200)
                .fetchMaps();
    }

    private SortField<Object> orderBy(String sort, String dir) {
        String key = sort.trim().toLowerCase();
        Field<Object> col = SORTABLE.getOrDefault(key, SORTABLE.get("plate"));
        return "desc".equalsIgnoreCase(dir) ? col.desc() : col.asc();
    }
}
