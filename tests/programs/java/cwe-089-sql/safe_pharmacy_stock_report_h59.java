// Unseen set h59: pharmacy stock report
package net.apothecarygroup.inventory.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

record StockLine(String ndcCode, String productName, int quantity, LocalDate expiryDate) {}

record LowStockQuery(String branchId, int threshold, String sortKey) {}

class InventoryDao {
    private static final Map<String, String> SORT_COLUMNS = Map.of(
            "expiry_date", "expiry_date",
            "quantity", "quantity",
            "product_name", "product_name",
            "ndc_code", "ndc_code");
    private final Connection connection;

    InventoryDao(Connection connection) {
        this.connection = connection;
    }

    List<StockLine> lowStock(String branchId, int threshold, String orderBy) throws SQLException {
        String column = SORT_COLUMNS.get(orderBy);
        if (column == null) {
            throw new IllegalArgumentException("unsupported sort column, use one of " + SORT_COLUMNS.keySet());
        }
        String sql = "SELECT ndc_code, product_name, quantity, expiry_date FROM inventory "
                + "WHERE branch_id = ? AND quantity < ? ORDER BY " + column;
        List<StockLine> lines = new ArrayList<>();
        try (PreparedStatement ps = connection.prepareStatement(sql)) {
            ps.setString(1, branchId);
            ps.setInt(2, threshold);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    lines.add(new StockLine(rs.getString(1), rs.getString(2), rs.getInt(3),
                            rs.getDate(4).toLocalDate()));
                }
            }
        }
        return lines;
    }
}

class ReorderReportService {
    private final InventoryDao dao;

    ReorderReportService(InventoryDao dao) {
        this.dao = dao;
    }

    List<String> render(LowStockQuery query) throws SQLException {
        List<String> out = new ArrayList<>();
        for (StockLine line : dao.lowStock(query.branchId(), query.threshold(), query.sortKey())) {
            out.add(String.format("%-14s %-40s %5d  exp %s", line.ndcCode(), line.productName(),
                    line.quantity(), line.expiryDate()));
        }
        return out;
    }
}

@Command(name = "stock-report", mixinStandardHelpOptions = true,
        description = "Lists medicines below the reorder threshold for one pharmacy branch.")
class StockReportCommand implements Callable<Integer> {
    @Option(names = "--branch", required = true, description = "Branch identifier, e.g. BR-0042")
    String branch;

    @Option(names = "--threshold", defaultValue = "10", description = "Report items with fewer units than this")
    int threshold;

    @Option(names = "--sort", defaultValue = "expiry_date", description = "Column to order the report by")
    String sort;

    @Override
    public Integer call() throws Exception {
        try (Connection con = DriverManager.getConnection(System.getenv("PHARMACY_DB_URL"),
                System.getenv("PHARMACY_DB_USER"), System.getenv("PHARMACY_DB_PASSWORD"))) {
            ReorderReportService service = new ReorderReportService(new InventoryDao(con));
            service.render(new LowStockQuery(branch, threshold, sort)).forEach(System.out::println);
        }
        return 0;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new StockReportCommand()).execute(args));
    }
}
