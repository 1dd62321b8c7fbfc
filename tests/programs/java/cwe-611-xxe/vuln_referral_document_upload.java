// Struts 2 action that reads an uploaded clinical referral document and previews its patient header.
package org.northclinic.referrals.actions;

import java.io.File;
import java.io.FileInputStream;
import java.io.InputStream;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;

import com.opensymphony.xwork2.ActionSupport;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

public class ReferralUploadAction extends ActionSupport {

    private static final String HL7_NS = "urn:hl7-org:v3";

    private File upload;
    private String uploadContentType;
    private String patientName;
    private String referringClinic;

    @Override
    public String execute() throws Exception {
        if (upload == null || !"text/xml".equals(uploadContentType)) {
            addActionError("Please attach the referral as an XML document.");
            return INPUT;
        }
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        DocumentBuilder builder = dbf.newDocumentBuilder();
        Document doc;
        try (InputStream in = new FileInputStream(upload)) {
            doc = builder.parse(in);
        }
        patientName = firstText(doc, "given") + " " + firstText(doc, "family");
        referringClinic = firstText(doc, "representedOrganization");
        return SUCCESS;
    }

    private static String firstText(Document doc, String localName) {
        Element el = (Element) doc.getElementsByTagNameNS(HL7_NS, localName).item(0);
        return el == null ? "" : el.getTextContent().trim();
    }

    public void setUpload(File upload) { this.upload = upload; }
    public void setUploadContentType(String type) { this.uploadContentType = type; }
    public String getPatientName() { return patientName; }
    public String getReferringClinic() { return referringClinic; }
}
