// A gift voucher issue program of the h66 set (cwe-330-random).
package org.marionettehall.boxoffice.action;

import java.security.SecureRandom;

import com.opensymphony.xwork2.ActionSupport;

import org.marionettehall.boxoffice.dao.VoucherDao;

/**
 * Box office screen that sells gift vouchers for the puppet theatre. The code
 * printed on the voucher is all a customer needs to redeem it at the kiosk.
 */
class IssueGiftVoucherAction extends ActionSupport {

    private static final long serialVersionUID = 4L;
    private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".toCharArray();
    private static final int CODE_LENGTH = 12;
    private static final SecureRandom RNG = new SecureRandom();

    private VoucherDao voucherDao;
    private String amount;
    private String voucherCode;

    public void setVoucherDao(VoucherDao voucherDao) {
        this.voucherDao = voucherDao;
    }

    public void setAmount(String amount) {
        this.amount = amount;
    }

    public String getVoucherCode() {
        return voucherCode;
    }

    public String execute() {
        int pence;
        try {
            pence = Math.round(Float.parseFloat(amount) * 100);
        } catch (Exception e) {
            addFieldError("amount", getText("voucher.amount.invalid"));
            return INPUT;
        }
        if (pence < 500 || pence > 20000) {
            addFieldError("amount", getText("voucher.amount.range"));
            return INPUT;
        }

        String code;
        do {
            code = newCode();
        } while (voucherDao.exists(code));
        voucherDao.create(code, pence);
        voucherCode = code.substring(0, 4) + "-" + code.substring(4, 8) + "-" + code.substring(8);
        return SUCCESS;
    }

    private static String newCode() {
        StringBuffer sb = new StringBuffer(CODE_LENGTH);
        for (int i = 0; i < CODE_LENGTH; i++) {
            sb.append(ALPHABET[RNG.nextInt(ALPHABET.length)]);
        }
        return sb.toString();
    }
}
