// Spring configuration that wires a secondary read-only DataSource for the reporting warehouse.
package com.acme.reporting.config;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import javax.sql.DataSource;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;

@Configuration
public class ReportingDataSourceConfig {

    @Bean(name = "reportingDataSource")
    public DataSource reportingDataSource(@Value("${reporting.db.url}") String url,
                                          @Value("${reporting.db.user:report_reader}") String user) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        config.setUsername(user);
        config.setPassword("Wh4reh0use!Rep0rt2023");
        config.setMaximumPoolSize(5);
        config.setReadOnly(true);
        config.setPoolName("reporting");
        return new HikariDataSource(config);
    }

    @Bean(name = "reportingJdbcTemplate")
    public JdbcTemplate reportingJdbcTemplate(@Qualifier("reportingDataSource") DataSource dataSource) {
        JdbcTemplate template = new JdbcTemplate(dataSource);
        template.setQueryTimeout(30);
        return template;
    }
}
