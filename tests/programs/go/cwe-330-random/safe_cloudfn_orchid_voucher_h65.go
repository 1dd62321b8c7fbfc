// A cloudfn orchid voucher program of the h65 set (cwe-330-random).
package vouchers

// Pub/Sub-triggered function: when the order system publishes a paid gift-voucher
// order, mint a voucher code the recipient can redeem against plants,
// repotting sessions or a place on the growers' open day.

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"log"
	"math/big"
	"os"
	"time"

	"cloud.google.com/go/firestore"
	"github.com/GoogleCloudPlatform/functions-framework-go/functions"
	"github.com/cloudevents/sdk-go/v2/event"
)

// Ambiguous characters (0/O, 1/I) are left out because codes get read aloud
// over the phone.
const voucherAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

type messagePublishedData struct {
	Message struct {
		Data []byte `json:"data"`
	} `json:"message"`
}

type voucherOrder struct {
	OrderID    string `json:"orderId"`
	ValuePence int    `json:"valuePence"`
	Recipient  string `json:"recipient"`
}

var fs *firestore.Client

func init() {
	var err error
	fs, err = firestore.NewClient(context.Background(), os.Getenv("GOOGLE_CLOUD_PROJECT"))
	if err != nil {
		log.Fatalf("firestore: %v", err)
	}
	functions.CloudEvent("IssueVoucher", issueVoucher)
}

func newVoucherCode() (string, error) {
	b := make([]byte, 12)
	alphabetSize := big.NewInt(int64(len(voucherAlphabet)))
	for i := range b {
		n, err := rand.Int(rand.Reader, alphabetSize)
		if err != nil {
			return "", err
		}
		b[i] = voucherAlphabet[n.Int64()]
	}
	return fmt.Sprintf("ORC-%s-%s-%s", b[0:4], b[4:8], b[8:12]), nil
}

func issueVoucher(ctx context.Context, e event.Event) error {
	var msg messagePublishedData
	if err := e.DataAs(&msg); err != nil {
		return fmt.Errorf("decoding Pub/Sub envelope: %w", err)
	}
	var order voucherOrder
	if err := json.Unmarshal(msg.Message.Data, &order); err != nil {
		log.Printf("dropping malformed voucher order: %v", err)
		return nil
	}

	code, err := newVoucherCode()
	if err != nil {
		return err
	}
	_, err = fs.Collection("vouchers").Doc(code).Create(ctx, map[string]interface{}{
		"orderId":    order.OrderID,
		"valuePence": order.ValuePence,
		"recipient":  order.Recipient,
		"issuedAt":   time.Now().UTC(),
		"expiresAt":  time.Now().UTC().AddDate(1, 0, 0),
		"redeemed":   false,
	})
	if err != nil {
		return fmt.Errorf("storing voucher for order %s: %w", order.OrderID, err)
	}
	log.Printf("issued voucher for order %s", order.OrderID)
	return nil
}
