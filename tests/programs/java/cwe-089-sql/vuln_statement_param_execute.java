// Maintenance helper that runs statements for the admin console
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

class Maintenance {
    private final Connection con;

    Maintenance(Connection con) {
        this.con = con;
    }

    boolean run(String statementText) throws SQLException {
        try (Statement stmt = con.createStatement()) {
            return stmt.execute(statementText);
        }
    }
}
