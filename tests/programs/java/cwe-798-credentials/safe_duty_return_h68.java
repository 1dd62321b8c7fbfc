// A duty return program of the h68 set (cwe-798-credentials).
// distilleries: monthly job that totals litres of pure alcohol released from bond for the excise duty return
package com.glenharrow.bond;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.stream.Collectors;

public final class DutyReturnJob {

    record DbSettings(String url, String user, String password) {
        static DbSettings fromEnvironment() {
            Function<String, Optional<String>> env = name -> Optional.ofNullable(System.getenv(name));
            return new DbSettings(
                    env.apply("BOND_DB_URL").orElse("jdbc:postgresql://bond-db.glenharrow.internal:5432/bond"),
                    env.apply("BOND_DB_USER").orElse("duty_reporter"),
                    env.apply("BOND_DB_PASSWORD").orElseThrow(() -> new IllegalStateException("BOND_DB_PASSWORD is not set")));
        }

        Connection open() throws SQLException {
            return DriverManager.getConnection(url, user, password);
        }
    }

    enum Category { MALT_WHISKY, GRAIN_WHISKY, GIN, LIQUEUR }

    record Release(String caskId, Category category, BigDecimal bulkLitres, BigDecimal abvPercent) {
        BigDecimal pureAlcohol() {
            return bulkLitres.multiply(abvPercent).divide(BigDecimal.valueOf(100), 3, RoundingMode.HALF_UP);
        }
    }

    private static final Map<Category, BigDecimal> RATE_PER_LPA = Map.of(
            Category.MALT_WHISKY, new BigDecimal("32.79"),
            Category.GRAIN_WHISKY, new BigDecimal("32.79"),
            Category.GIN, new BigDecimal("32.79"),
            Category.LIQUEUR, new BigDecimal("31.64"));

    static List<Release> releases(DbSettings db, YearMonth month, Category category) throws SQLException {
        try (var con = db.open();
             var ps = con.prepareStatement("""
                     SELECT cask_id, bulk_litres, abv_percent
                       FROM bond_release
                      WHERE category = ? AND released_on >= ? AND released_on < ?
                     """)) {
            ps.setString(1, category.name());
            ps.setObject(2, month.atDay(1));
            ps.setObject(3, month.plusMonths(1).atDay(1));
            try (var rs = ps.executeQuery()) {
                var out = new ArrayList<Release>();
                while (rs.next()) {
                    out.add(new Release(rs.getString(1), category, rs.getBigDecimal(2), rs.getBigDecimal(3)));
                }
                return out;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        var month = args.length > 0 ? YearMonth.parse(args[0]) : YearMonth.now().minusMonths(1);
        var db = DbSettings.fromEnvironment();

        try (var pool = Executors.newVirtualThreadPerTaskExecutor()) {
            Map<Category, Future<List<Release>>> pending = new EnumMap<>(Category.class);
            for (var category : Category.values()) {
                pending.put(category, pool.submit(() -> releases(db, month, category)));
            }

            var lines = new ArrayList<String>();
            var total = BigDecimal.ZERO;
            for (var entry : pending.entrySet()) {
                var lpa = entry.getValue().get().stream()
                        .map(Release::pureAlcohol)
                        .reduce(BigDecimal.ZERO, BigDecimal::add);
                var duty = lpa.multiply(RATE_PER_LPA.get(entry.getKey())).setScale(2, RoundingMode.HALF_UP);
                total = total.add(duty);
                lines.add("%-13s %12s LPA  GBP %12s".formatted(entry.getKey(), lpa, duty));
            }
            System.out.println("Duty return for " + month);
            System.out.println(lines.stream().collect(Collectors.joining(System.lineSeparator())));
            System.out.println("Total duty payable: GBP " + total);
        }
    }
}
