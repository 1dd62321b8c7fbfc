// Spring configuration that builds the connection pool for the warehouse management database.
package com.portside.wms.config;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class WarehouseDataSourceConfig {

    private static final String DB_USER = "wms_app";
    private static final String DB_PASSWORD = "Pallet#Stack2023!";

    @Value("${wms.db.host:wms-db.internal}")
    private String host;

    @Value("${wms.db.pool-size:16}")
    private int poolSize;

    @Bean(destroyMethod = "close")
    public DataSource warehouseDataSource() {
        HikariConfig cfg = new HikariConfig();
        cfg.setJdbcUrl("jdbc:postgresql://" + host + ":5432/wms?sslmode=verify-full");
        cfg.setUsername(DB_USER);
        cfg.setPassword(DB_PASSWORD);
        cfg.setMaximumPoolSize(poolSize);
        cfg.setPoolName("wms-primary");
        cfg.setConnectionTimeout(10_000);
        cfg.addDataSourceProperty("ApplicationName", "wms-api");
        return new HikariDataSource(cfg);
    }
}
