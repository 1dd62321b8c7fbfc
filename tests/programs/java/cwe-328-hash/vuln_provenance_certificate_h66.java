// A provenance certificate program of the h66 set (cwe-328-hash).
package com.fenwickmounts.archive.provenance;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import javax.sql.DataSource;

import org.apache.commons.codec.digest.DigestUtils;

/**
 * Keeps a fingerprint of every provenance certificate (CITES permit, salvage
 * note, finder's declaration) scanned for a mounted specimen, so that a copy
 * produced later at a sale or inspection can be checked against the original.
 */
class ProvenanceCertificateRegister {

    private DataSource dataSource;

    public void setDataSource(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public String register(String specimenRef, File scan) throws IOException, SQLException {
        String fingerprint = fingerprint(scan);
        Connection con = dataSource.getConnection();
        try {
            PreparedStatement ps = con.prepareStatement(
                    "INSERT INTO provenance_doc (specimen_ref, file_name, fingerprint) VALUES (?, ?, ?)");
            ps.setString(1, specimenRef);
            ps.setString(2, scan.getName());
            ps.setString(3, fingerprint);
            ps.executeUpdate();
            ps.close();
        } finally {
            con.close();
        }
        return fingerprint;
    }

    public boolean matchesRegistered(String specimenRef, File copy) throws IOException, SQLException {
        String candidate = fingerprint(copy);
        Connection con = dataSource.getConnection();
        try {
            PreparedStatement ps = con.prepareStatement(
                    "SELECT fingerprint FROM provenance_doc WHERE specimen_ref = ?");
            ps.setString(1, specimenRef);
            ResultSet rs = ps.executeQuery();
            boolean found = false;
            while (rs.next() && !found) {
                found = MessageDigest.isEqual(candidate.getBytes("US-ASCII"),
                        rs.getString(1).getBytes("US-ASCII"));
            }
            rs.close();
            ps.close();
            return found;
        } finally {
            con.close();
        }
    }

    private static String fingerprint(File f) throws IOException {
        InputStream in = new FileInputStream(f);
        try {
            return DigestUtils.md5Hex(in);
        } finally {
            in.close();
        }
    }
}
