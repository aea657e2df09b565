/* The plain C table solver for a batch of contest sweets boards, the baseline the sweets batch
 * is measured against: build the win/lose table of all 2^19 positions, then read each board
 * (19 tokens 'O' or '.'), look it up and print the winner.
 *
 * Build: gcc -O2 -o sweets_table benches/c/sweets_table.c
 * Run:   ./sweets_table < all_boards.txt > answers
 */
#include <stdio.h>
#include <stdlib.h>

#define CELLS 19
#define POSITIONS (1 << CELLS)

static const int row_len[5] = {3, 4, 5, 4, 3};

int main(void) {
    int row[CELLS], col[CELLS], n = 0;
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < row_len[r]; c++, n++) {
            row[n] = r;
            col[n] = abs(r - 2) + 2 * c;
        }
    /* Every run of neighbouring cells on one line: rows, and the two diagonal families. */
    static int runs[200];
    int nruns = 0;
    for (int family = 0; family < 3; family++)
        for (int key = -20; key <= 20; key++) {
            int line[5], len = 0;
            for (int i = 0; i < CELLS; i++) {
                int k = family == 0 ? row[i] : family == 1 ? col[i] - row[i] : col[i] + row[i];
                if (k == key) line[len++] = i;
            }
            for (int a = 0; a < len; a++) {
                int mask = 0;
                for (int b = a; b < len; b++) {
                    mask |= 1 << line[b];
                    if (family == 0 || b > a) runs[nruns++] = mask; /* singles once */
                }
            }
        }
    static unsigned char win[POSITIONS];
    for (int m = 1; m < POSITIONS; m++)
        for (int i = 0; i < nruns; i++)
            if ((m & runs[i]) == runs[i] && !win[m ^ runs[i]]) {
                win[m] = 1;
                break;
            }
    static char buf[1 << 16];
    static char out[1 << 16];
    size_t got, used = 0;
    int mask = 0, tokens = 0;
    while ((got = fread(buf, 1, sizeof buf, stdin)) > 0)
        for (size_t i = 0; i < got; i++) {
            char ch = buf[i];
            if (ch != 'O' && ch != '.') continue;
            if (ch == 'O') mask |= 1 << tokens;
            if (++tokens == CELLS) {
                const char *w = win[mask] ? "Karlsson\n" : "Lillebror\n";
                while (*w) out[used++] = *w++;
                if (used > sizeof out - 16) {
                    fwrite(out, 1, used, stdout);
                    used = 0;
                }
                mask = tokens = 0;
            }
        }
    fwrite(out, 1, used, stdout);
    return 0;
}
