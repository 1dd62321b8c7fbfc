// Spring configuration that builds the connection pool for the read-only reporting database
package com.analytics.config;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;

@Configuration
class ReportingDataSourceConfig {
    private static final String REPORTING_USER = "report_svc";
    private static final String REPORTING_PASSWORD = "Rp0rt!ng#2023-prod";

    @Value("${reporting.jdbc-url:jdbc:postgresql://reports-db.internal:5432/reports}")
    private String jdbcUrl;

    @Value("${reporting.pool-size:8}")
    private int poolSize;

    @Bean(destroyMethod = "close")
    HikariDataSource reportingDataSource() {
        HikariConfig cfg = new HikariConfig();
        cfg.setPoolName("reporting");
        cfg.setJdbcUrl(jdbcUrl);
        cfg.setUsername(REPORTING_USER);
        cfg.setPassword(REPORTING_PASSWORD);
        cfg.setMaximumPoolSize(poolSize);
        cfg.setReadOnly(true);
        cfg.addDataSourceProperty("ApplicationName", "analytics-reporting");
        return new HikariDataSource(cfg);
    }

    @Bean
    JdbcTemplate reportingJdbc(HikariDataSource reportingDataSource) {
        JdbcTemplate template = new JdbcTemplate(reportingDataSource);
        template.setQueryTimeout(30);
        return template;
    }
}
