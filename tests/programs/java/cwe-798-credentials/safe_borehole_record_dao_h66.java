// A borehole record dao program of the h66 set (cwe-798-credentials).
package com.deepwaterwells.fieldlog.dao;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Vector;

/**
 * Data access for borehole drilling records (depth, rest water level, yield),
 * used by the nightly report job and the office desktop tool.
 */
class BoreholeRecordDao {

    private static final String DB_URL =
            "jdbc:mysql://db01.fieldlog.internal:3306/boreholes?useSSL=true&requireSSL=true";
    private static final String DB_USER = "fieldlog_app";

    static {
        try {
            Class.forName("com.mysql.jdbc.Driver");
        } catch (ClassNotFoundException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private Connection connect() throws SQLException {
        String password = System.getenv("FIELDLOG_DB_PASSWORD");
        if (password == null || password.length() == 0) {
            throw new SQLException("FIELDLOG_DB_PASSWORD is not set");
        }
        return DriverManager.getConnection(DB_URL, DB_USER, password);
    }

    /** Boreholes of one parish whose yield test is below the given litres per hour. */
    public Vector findLowYield(String parish, int maxLitresPerHour) throws SQLException {
        Vector result = new Vector();
        Connection con = connect();
        try {
            PreparedStatement ps = con.prepareStatement(
                    "SELECT borehole_id, depth_m, rest_level_m, yield_lph FROM borehole "
                    + "WHERE parish = ? AND yield_lph < ? ORDER BY yield_lph");
            ps.setString(1, parish);
            ps.setInt(2, maxLitresPerHour);
            ResultSet rs = ps.executeQuery();
            while (rs.next()) {
                result.add(new Object[] {
                    rs.getString("borehole_id"),
                    new Double(rs.getDouble("depth_m")),
                    new Double(rs.getDouble("rest_level_m")),
                    new Integer(rs.getInt("yield_lph"))
                });
            }
            rs.close();
            ps.close();
        } finally {
            con.close();
        }
        return result;
    }

    public void recordRestLevel(String boreholeId, double metres) throws SQLException {
        Connection con = connect();
        try {
            PreparedStatement ps = con.prepareStatement(
                    "UPDATE borehole SET rest_level_m = ?, measured_on = CURRENT_DATE WHERE borehole_id = ?");
            ps.setDouble(1, metres);
            ps.setString(2, boreholeId);
            ps.executeUpdate();
            ps.close();
        } finally {
            con.close();
        }
    }
}
