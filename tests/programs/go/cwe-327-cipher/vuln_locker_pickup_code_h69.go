// A locker pickup code program of the h69 set (cwe-327-cipher).
package main

import (
	"crypto/rand"
	"crypto/rc4"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log"
	"math/big"
	"os"
	"os/signal"

	"github.com/nats-io/nats.go"
)

var lockerKey []byte

type orderReady struct {
	OrderID string `json:"order_id"`
	Store   string `json:"store"`
	Locker  int    `json:"locker"`
	Phone   string `json:"phone"`
}

type pickupNotice struct {
	OrderID string `json:"order_id"`
	Phone   string `json:"phone"`
	Code    string `json:"code"`
}

func loadKey() {
	k, err := hex.DecodeString(os.Getenv("LOCKER_KEY_HEX"))
	if err != nil || len(k) != 32 {
		log.Fatal("LOCKER_KEY_HEX must be 32 bytes of hex")
	}
	lockerKey = k
}

// sealPickup produces the opaque string printed as a QR code; the locker
// bank's controller decrypts it offline with the same key.
func sealPickup(store string, locker int, pin string) (string, error) {
	payload := []byte(fmt.Sprintf("%s|%03d|%s", store, locker, pin))
	c, err := rc4.NewCipher(lockerKey)
	if err != nil {
		return "", err
	}
	out := make([]byte, len(payload))
	c.XORKeyStream(out, payload)
	return base64.RawURLEncoding.EncodeToString(out), nil
}

func newPIN() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%06d", n.Int64()), nil
}

func handleReady(nc *nats.Conn) nats.MsgHandler {
	return func(m *nats.Msg) {
		var ev orderReady
		if err := json.Unmarshal(m.Data, &ev); err != nil {
			log.Printf("bad event: %v", err)
			return
		}
		pin, err := newPIN()
		if err != nil {
			log.Printf("pin: %v", err)
			return
		}
		code, err := sealPickup(ev.Store, ev.Locker, pin)
		if err != nil {
			log.Printf("seal: %v", err)
			return
		}
		out, _ := json.Marshal(pickupNotice{OrderID: ev.OrderID, Phone: ev.Phone, Code: code})
		if err := nc.Publish("notify.sms.pickup", out); err != nil {
			log.Printf("publish: %v", err)
		}
	}
}

func main() {
	loadKey()
	nc, err := nats.Connect(os.Getenv("NATS_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer nc.Drain()
	if _, err := nc.QueueSubscribe("laundry.order.ready", "locker-codes", handleReady(nc)); err != nil {
		log.Fatal(err)
	}
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	<-sig
}
