// A ventriloquist agency contract vault database program of the h75 set (cwe-798-credentials).
package com.dummyandvoice.contracts;

import java.sql.Connection;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.pool.HikariPool;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

final class ContractVaultRepository implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ContractVaultRepository.class);
    private final HikariDataSource dataSource;

    record Contract(long id, String performer, String venue, LocalDate showDate, int feeCents) {}

    static final class VaultConfigException extends RuntimeException {
        VaultConfigException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    static String setting(String name, String fallback) {
        String value = System.getenv(name);
        if (value != null && !value.isBlank()) {
            return value;
        }
        if (fallback == null) {
            throw new VaultConfigException(name + " must be set", null);
        }
        LOG.info("{} not set, using default", name);
        return fallback;
    }

    static HikariConfig buildConfig() {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(setting("VAULT_DB_URL", "jdbc:postgresql://db.dummyandvoice.internal:5432/contracts"));
        config.setUsername(setting("VAULT_DB_USER", "vault_app"));
        config.setPassword(setting("VAULT_DB_PASSWORD", null));
        config.setMaximumPoolSize(8);
        config.setPoolName("contract-vault");
        return config;
    }

    ContractVaultRepository() {
        try {
            this.dataSource = new HikariDataSource(buildConfig());
        } catch (HikariPool.PoolInitializationException e) {
            throw new VaultConfigException("contract vault database unreachable", e);
        }
    }

    List<Contract> upcomingFor(String performer) throws SQLException {
        List<Contract> contracts = new ArrayList<>();
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "SELECT id, performer, venue, show_date, fee_cents FROM contracts"
                             + " WHERE performer = ? AND show_date >= ? ORDER BY show_date")) {
            ps.setString(1, performer);
            ps.setDate(2, Date.valueOf(LocalDate.now()));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    contracts.add(new Contract(rs.getLong("id"), rs.getString("performer"), rs.getString("venue"),
                            rs.getDate("show_date").toLocalDate(), rs.getInt("fee_cents")));
                }
            }
        }
        return contracts;
    }

    @Override
    public void close() {
        dataSource.close();
    }

    public static void main(String[] args) {
        if (args.length != 1) {
            System.err.println("usage: contract-vault <performer>");
            System.exit(64);
        }
        try (ContractVaultRepository repo = new ContractVaultRepository()) {
            for (Contract contract : repo.upcomingFor(args[0])) {
                System.out.printf("%s  %-30s  %8.2f%n", contract.showDate(), contract.venue(), contract.feeCents() / 100.0);
            }
        } catch (VaultConfigException e) {
            LOG.error("configuration problem: {}", e.getMessage(), e.getCause());
            System.exit(78);
        } catch (SQLException e) {
            LOG.error("contract query failed", e);
            System.exit(1);
        }
    }
}
