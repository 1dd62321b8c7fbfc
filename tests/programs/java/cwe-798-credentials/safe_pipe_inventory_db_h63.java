// A pipe inventory db program of the h63 set (cwe-798-credentials).
package com.organworks.inventory;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import javax.sql.DataSource;

import com.organworks.inventory.v1.PipeRank;
import com.organworks.inventory.v1.PipeInventoryGrpc;
import com.organworks.inventory.v1.RankList;
import com.organworks.inventory.v1.RankQuery;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;

final class InventoryDataSourceFactory {
    private String jdbcUrl = "jdbc:postgresql://pipes-db.workshop.internal:5432/pipe_inventory?sslmode=verify-full";
    private String username = "inventory_app";
    private String password = System.getenv("PIPE_INVENTORY_DB_PASSWORD");
    private int poolSize = 8;

    InventoryDataSourceFactory poolSize(int size) {
        this.poolSize = size;
        return this;
    }

    DataSource build() {
        if (password == null || password.isEmpty()) {
            throw new IllegalStateException("PIPE_INVENTORY_DB_PASSWORD is not set");
        }
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(jdbcUrl);
        config.setUsername(username);
        config.setPassword(password);
        config.setMaximumPoolSize(poolSize);
        config.setPoolName("pipe-inventory");
        return new HikariDataSource(config);
    }
}

class RankRepository {
    private final DataSource dataSource;

    RankRepository(DataSource dataSource) { this.dataSource = dataSource; }

    RankList ranksForOpus(String opus) throws SQLException {
        RankList.Builder list = RankList.newBuilder();
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "SELECT stop_name, footage, pipe_count, metal FROM pipe_rank WHERE opus = ? ORDER BY division, stop_name")) {
            ps.setString(1, opus);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    list.addRanks(PipeRank.newBuilder()
                            .setStopName(rs.getString("stop_name"))
                            .setFootage(rs.getString("footage"))
                            .setPipeCount(rs.getInt("pipe_count"))
                            .setMetal(rs.getString("metal")));
                }
            }
        }
        return list.build();
    }
}

class PipeInventoryService extends PipeInventoryGrpc.PipeInventoryImplBase {
    private final RankRepository repository;

    PipeInventoryService() {
        this.repository = new RankRepository(new InventoryDataSourceFactory().poolSize(12).build());
    }

    @Override
    public void listRanks(RankQuery request, StreamObserver<RankList> responseObserver) {
        if (!request.getOpus().matches("Op\\.\\d{1,4}")) {
            responseObserver.onError(Status.INVALID_ARGUMENT.withDescription("opus must look like Op.112").asRuntimeException());
            return;
        }
        try {
            responseObserver.onNext(repository.ranksForOpus(request.getOpus()));
            responseObserver.onCompleted();
        } catch (SQLException e) {
            responseObserver.onError(Status.UNAVAILABLE.withDescription("inventory database unavailable").asRuntimeException());
        }
    }
}
