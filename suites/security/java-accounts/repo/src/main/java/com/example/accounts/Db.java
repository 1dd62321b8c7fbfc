package com.example.accounts;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

public final class Db {
    private Db() {}

    public static Connection connect() throws SQLException {
        String url = System.getenv().getOrDefault("ACCOUNTS_DB_URL", "jdbc:postgresql://localhost/accounts");
        return DriverManager.getConnection(url, System.getenv("ACCOUNTS_DB_USER"), System.getenv("ACCOUNTS_DB_PASSWORD"));
    }
}
