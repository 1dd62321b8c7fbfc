// Connector that opens a mutually authenticated TLS session to the card-payment switch and sends framed messages.
package paymentswitch

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/binary"
	"errors"
	"net"
	"time"
)

const switchHost = "switch.payments.internal"

func checkSwitchCert(rawCerts [][]byte, _ [][]*x509.Certificate) error {
	if len(rawCerts) == 0 {
		return errors.New("no server certificate presented")
	}
	leaf, err := x509.ParseCertificate(rawCerts[0])
	if err != nil {
		return err
	}
	if leaf.Subject.CommonName != switchHost || time.Now().After(leaf.NotAfter) {
		return errors.New("unexpected switch certificate")
	}
	return nil
}

type SwitchConn struct {
	conn *tls.Conn
}

func Dial(addr string, clientCert tls.Certificate) (*SwitchConn, error) {
	cfg := &tls.Config{
		Certificates:          []tls.Certificate{clientCert},
		InsecureSkipVerify:    true,
		VerifyPeerCertificate: checkSwitchCert,
		MinVersion:            tls.VersionTLS12,
	}
	dialer := &net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}
	conn, err := tls.DialWithDialer(dialer, "tcp", addr, cfg)
	if err != nil {
		return nil, err
	}
	return &SwitchConn{conn: conn}, nil
}

func (s *SwitchConn) Send(frame []byte) error {
	if len(frame) > 0xFFFF {
		return errors.New("frame too large")
	}
	msg := make([]byte, 2, 2+len(frame))
	binary.BigEndian.PutUint16(msg, uint16(len(frame)))
	s.conn.SetWriteDeadline(time.Now().Add(10 * time.Second))
	_, err := s.conn.Write(append(msg, frame...))
	return err
}

func (s *SwitchConn) Close() error {
	return s.conn.Close()
}
